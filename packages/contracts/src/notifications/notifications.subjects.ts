export const NotificationsSubjects = {} as const;
