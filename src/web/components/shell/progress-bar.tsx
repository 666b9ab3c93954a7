import { useNavigation } from "react-router";

/** A 4 px bar across the top while a navigation loads. */
export function ProgressBar() {
  const navigation = useNavigation();
  const isLoading = navigation.state !== "idle";
  if (!isLoading) return null;
  return (
    <div className="progress-bar" role="progressbar" aria-label="Loading page" aria-busy="true">
      <div className="progress-bar__fill" />
    </div>
  );
}
