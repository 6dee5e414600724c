export enum ContentErrorCode {
  EventNotFound = 'CONTENT_EVENT_NOT_FOUND',
}
