import { plainToast } from './plain/plain-toast';

export interface Toast {
  success: (title: string, description?: string) => void;
  error: (title: string, description?: string) => void;
  info: (title: string, description?: string) => void;
  warning: (title: string, description?: string) => void;
  /** Removes toasts still on screen, e.g. an old failure once a retry succeeded. */
  clear: () => void;
}

/**
 * Title + text toasts (spec §8 and §9), one at a time, in the portal's look. Every page shows the same
 * plain toasts, drawn without antd: antd's App with its notification and modal code (~20 KiB) was only
 * there for these, on every page's first load.
 */
export function useToast(): Toast {
  return plainToast;
}
