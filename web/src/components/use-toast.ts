import { useMemo } from 'react';
import { App } from 'antd';

export interface Toast {
  success: (title: string, description?: string) => void;
  error: (title: string, description?: string) => void;
  info: (title: string, description?: string) => void;
  warning: (title: string, description?: string) => void;
  /** Removes toasts still on screen, e.g. an old failure once a retry succeeded. */
  clear: () => void;
}

/** Title + text toasts (spec §8) through antd's App context, so they pick up the portal theme. */
export function useToast(): Toast {
  const { notification } = App.useApp();
  return useMemo(() => {
    const show = (type: 'success' | 'error' | 'info' | 'warning') => (title: string, description?: string) =>
      notification[type]({
        title,
        // A description that only repeats the title would be read and shown twice.
        description: description && description.trim() !== title.trim() ? description : undefined,
        role: type === 'error' ? 'alert' : 'status',
      });
    return {
      success: show('success'),
      error: show('error'),
      info: show('info'),
      warning: show('warning'),
      clear: () => notification.destroy(),
    };
  }, [notification]);
}
