/** react-toastify's container with Ladle's settings and colours; loaded with the first toast. */
import "react-toastify/ReactToastify.css";
import "#web/styles/toasts.css";
import { useEffect } from "react";
import { ToastContainer } from "react-toastify/unstyled";
import { toastAutoCloseMs, toastContainerMounted } from "#web/lib/toast.ts";

export default function LadleToastContainer() {
  useEffect(() => {
    // A task later, after the container's own subscription has settled (StrictMode mounts twice).
    const timer = setTimeout(toastContainerMounted, 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <ToastContainer
      autoClose={toastAutoCloseMs}
      position="top-right"
      newestOnTop
      limit={4}
      pauseOnFocusLoss={false}
      draggable={false}
      aria-label="Notifications"
    />
  );
}
