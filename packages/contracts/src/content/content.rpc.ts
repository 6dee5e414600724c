import { Rpc } from '../common/rpc';
import { ContentSubjects as S } from './content.subjects';
import * as C from './content.dto';

export interface ContentRpc {
  [S.CountEvents]: Rpc<Record<string, never>, C.EventCountAnswer>;
  [S.ListEvents]: Rpc<C.ContentActorRequest, C.EventDto[]>;
  [S.CreateEvent]: Rpc<C.CreateEventRequest, C.EventDto>;
  [S.UpdateEvent]: Rpc<C.UpdateEventRequest, C.EventDto>;
  [S.DeleteEvent]: Rpc<C.ContentByIdRequest, C.DeletedAnswer>;
  [S.SignUp]: Rpc<C.ContentByIdRequest, C.EventSignupAnswer>;
  [S.CancelSignUp]: Rpc<C.ContentByIdRequest, C.EventSignupAnswer>;
  [S.ListAttendees]: Rpc<C.ContentByIdRequest, C.EventAttendeesAnswer>;
  [S.ExportAttendees]: Rpc<C.ExportAttendeesRequest, C.ExportAttendeesAnswer>;
  [S.RecordAttendance]: Rpc<C.RecordAttendanceRequest, C.CheckInAnswer>;
  [S.ListAttendance]: Rpc<C.ContentByIdRequest, C.EventAttendanceAnswer>;
  [S.ExportAttendance]: Rpc<C.ExportAttendeesRequest, C.ExportAttendeesAnswer>;
  [S.ListGalleryItems]: Rpc<C.ListGalleryRequest, C.GalleryItemDto[]>;
  [S.CreateGalleryItem]: Rpc<C.CreateGalleryItemRequest, C.GalleryItemDto>;
  [S.DeleteGalleryItem]: Rpc<C.ContentByIdRequest, C.DeletedAnswer>;
  [S.GetGalleryFile]: Rpc<C.GalleryFileRequest, C.ContentFileAnswer>;
  [S.ListSchemeDocuments]: Rpc<C.ListSchemeDocumentsRequest, C.SchemeDocumentDto[]>;
  [S.CreateSchemeDocument]: Rpc<C.CreateSchemeDocumentRequest, C.SchemeDocumentDto>;
  [S.DeleteSchemeDocument]: Rpc<C.ContentByIdRequest, C.DeletedAnswer>;
  [S.GetSchemeDocumentFile]: Rpc<C.ContentByIdRequest, C.ContentFileAnswer>;
}
