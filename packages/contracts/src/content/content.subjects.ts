export const ContentSubjects = {
  CountEvents: 'content.event.count',
} as const;
