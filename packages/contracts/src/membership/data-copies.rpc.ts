import { Rpc } from '../common/rpc';
import type { MemberByIdRequest } from './member-requests.dto';
import type {
  CreateDataCopyRequest,
  DataCopyFileAnswer,
  DataCopyRequest,
  MemberDataExportRequest,
} from './data-copies.dto';
import type { DataCopyDto, MemberDataExportAnswer } from '../shapes/data-copies.shapes';
import { DataCopySubjects as C, MemberDataSubjects as M } from './member-data.subjects';

export interface DataCopiesRpc {
  [M.membership]: Rpc<MemberDataExportRequest, MemberDataExportAnswer>;
  [M.identity]: Rpc<MemberDataExportRequest, MemberDataExportAnswer>;
  [M.payments]: Rpc<MemberDataExportRequest, MemberDataExportAnswer>;
  [M.content]: Rpc<MemberDataExportRequest, MemberDataExportAnswer>;
  [M.notifications]: Rpc<MemberDataExportRequest, MemberDataExportAnswer>;
  [C.Create]: Rpc<CreateDataCopyRequest, DataCopyDto>;
  [C.List]: Rpc<MemberByIdRequest, DataCopyDto[]>;
  [C.Get]: Rpc<DataCopyRequest, DataCopyFileAnswer>;
}
