/**
 * Toasts (spec §8): success and warning at the bottom centre, error in red, default at the top
 * right; all close after 1200 ms.
 */
import { toast } from "react-toastify/unstyled";

export const toastAutoCloseMs = 1200;

export const notify = {
  success: (message: string) => toast.success(message, { position: "bottom-center" }),
  warning: (message: string) => toast.warning(message, { position: "bottom-center" }),
  error: (message: string) => toast.error(message, { position: "top-right" }),
  info: (message: string) => toast(message, { position: "top-right" }),
};
