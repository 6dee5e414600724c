export enum ContentErrorCode {
  EventNotFound = 'CONTENT_EVENT_NOT_FOUND',
  GalleryItemNotFound = 'CONTENT_GALLERY_ITEM_NOT_FOUND',
  SchemeDocumentNotFound = 'CONTENT_SCHEME_DOCUMENT_NOT_FOUND',
  /** The member is unknown to content (never created, or not yet projected). */
  MemberNotFound = 'CONTENT_MEMBER_NOT_FOUND',
  /** Sign-up is for active members only. */
  MemberNotActive = 'CONTENT_MEMBER_NOT_ACTIVE',
  /** Every seat is taken. */
  EventFull = 'CONTENT_EVENT_FULL',
  /** The event is past, cancelled or hidden: no sign-up changes. */
  EventNotOpen = 'CONTENT_EVENT_NOT_OPEN',
  /** An uploaded image whose bytes looked right but could not be decoded. */
  MediaUnreadable = 'CONTENT_MEDIA_UNREADABLE',
}
