import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { MemberStatuses } from '@portal/contracts/shapes';
import type {
  ApproveMemberFields,
  BulkImportAnswer,
  BulkMemberAction,
  BulkMembersAnswer,
  CompleteRenewalRequestFields,
  ImportRowError,
  ListMembersAnswer,
  ListMembersFields,
  MemberActivityEntryDto,
  MemberDocumentDto,
  MemberDocumentType,
  MemberDto,
  MemberFields,
  MemberStatus,
  RenewalRequestActionAnswer,
  RenewalRequestDto,
  RenewalRequestFields,
  RenewalSettingsAnswer,
  Scheme,
} from '@portal/contracts/shapes';
import { answerOf, api, apiUrl, formData, throwIfNotOk } from './client';
import type { paths } from './generated/schema';
import { dashboardKeys } from './dashboard';

/** Members as the gateway answers them: the shapes come from the contracts package, never copied here. */
export type Member = MemberDto;
export type { MemberStatus, Scheme, MemberDocumentType, ImportRowError };
export const MEMBER_STATUSES: readonly MemberStatus[] = MemberStatuses;

/** Body of POST /api/members and PUT /api/members/{id} (spec part 1 §7). */
export type MemberInput = MemberFields;
export type MemberListQuery = ListMembersFields;
export type MemberList = ListMembersAnswer;
export type BulkImportResult = BulkImportAnswer;
export type MemberDocument = MemberDocumentDto;
/** Body of POST /api/members/renewal-request (spec part 2 §3); the amount is a decimal string. */
export type RenewalRequestInput = RenewalRequestFields;
export type RenewalRequest = RenewalRequestDto;
export type RenewalSettings = RenewalSettingsAnswer;
export type RenewalRequestOutcome = RenewalRequestActionAnswer;
/** One line of a member's activity log (GET /api/members/{id}/activity). */
export type MemberActivityEntry = MemberActivityEntryDto;

export const memberKeys = {
  all: ['members'] as const,
  lists: () => [...memberKeys.all, 'list'] as const,
  list: (query: MemberListQuery) => [...memberKeys.lists(), query] as const,
  nextId: () => [...memberKeys.all, 'next-id'] as const,
  details: () => [...memberKeys.all, 'detail'] as const,
  detail: (id: string) => [...memberKeys.details(), id] as const,
  documents: (id: string) => [...memberKeys.all, 'documents', id] as const,
  allRenewals: () => [...memberKeys.all, 'renewal-requests'] as const,
  renewals: (id: string) => [...memberKeys.allRenewals(), id] as const,
  renewalSettings: () => [...memberKeys.all, 'renewal-settings'] as const,
  allActivity: () => [...memberKeys.all, 'activity'] as const,
  activity: (id: string) => [...memberKeys.allActivity(), id] as const,
};

const byId = (id: string) => ({ params: { path: { id } } });

export async function fetchMembers(query: MemberListQuery): Promise<MemberList> {
  return answerOf(api.GET('/api/members', { params: { query: query as MemberListQueryParams } }));
}

// The form's filters and fields are plain strings; the server checks them against these rules.
type MemberListQueryParams = NonNullable<paths['/api/members']['get']['parameters']['query']>;

export async function fetchNextMemberId(): Promise<string> {
  return (await answerOf(api.GET('/api/members/next-id'))).nextId;
}

export const fetchMember = (id: string): Promise<Member> => answerOf(api.GET('/api/members/{id}', byId(id)));

export const createMember = (input: MemberInput): Promise<Member> =>
  answerOf(api.POST('/api/members', { body: input as MemberBody }));

type MemberBody = paths['/api/members']['post']['requestBody']['content']['application/json'];

/** A partial body is fine: the detail page sends only `{ optedSchemes }` (spec part 2 §7). */
export type MemberUpdate = Partial<MemberInput> & { optedSchemes?: string[] };

export const updateMember = ({ id, input }: { id: string; input: MemberUpdate }): Promise<Member> =>
  answerOf(api.PUT('/api/members/{id}', { ...byId(id), body: input as MemberBody }));

export const deleteMember = (id: string) => answerOf(api.DELETE('/api/members/{id}', byId(id)));

/**
 * Approve answers `{ member, setupLinkSent }` (spec part 1 §7; issue 29: setupLinkSent is false when the member has
 * no e-mail address, so no set-up link went out); reject answers `{ member }`.
 */
export const approveMember = async ({ id, ...body }: ApproveMemberInput): Promise<ApprovedMember> => {
  const answer = await answerOf(api.POST('/api/members/{id}/approve', { ...byId(id), body: body as ApproveBody }));
  return { member: answer.member, setupLinkSent: answer.setupLinkSent };
};

export interface ApprovedMember {
  member: Member;
  setupLinkSent: boolean;
}

type ApproveBody = paths['/api/members/{id}/approve']['post']['requestBody']['content']['application/json'];

/**
 * Approval, with what became of the joining fee (issue 26): 'paid' with the method (and an optional reference)
 * records it with a receipt; 'not_collected' records none.
 */
export type ApproveMemberInput = { id: string } & ApproveMemberFields;

export const rejectMember = async ({ id, reason }: { id: string; reason: string }): Promise<Member> =>
  (await answerOf(api.POST('/api/members/{id}/reject', { ...byId(id), body: { reason } }))).member;

/** Issue 29: a suspended applicant back to pending, with the admin's reason (400 naming reason, 409 otherwise). */
export const returnMemberToPending = async ({ id, reason }: { id: string; reason: string }): Promise<Member> =>
  (await answerOf(api.POST('/api/members/{id}/return-to-pending', { ...byId(id), body: { reason } }))).member;

export function importMembers(file: File): Promise<BulkImportResult> {
  return answerOf(api.POST('/api/members/bulk-import', { body: { file }, bodySerializer: formData }));
}

/** Photo (field `photo`) and ID card (field `idCard`) share one shape (spec part 2 §7). */
export type MemberFileKind = 'photo' | 'id-card';

export function uploadMemberFile({
  id,
  kind,
  file,
}: {
  id: string;
  kind: MemberFileKind;
  file: File;
}): Promise<Member> {
  return kind === 'photo'
    ? answerOf(api.POST('/api/members/{id}/photo', { ...byId(id), body: { photo: file }, bodySerializer: formData }))
    : answerOf(
        api.POST('/api/members/{id}/id-card', { ...byId(id), body: { idCard: file }, bodySerializer: formData }),
      );
}

export const removeMemberFile = ({ id, kind }: { id: string; kind: MemberFileKind }): Promise<Member> =>
  kind === 'photo'
    ? answerOf(api.DELETE('/api/members/{id}/photo', byId(id)))
    : answerOf(api.DELETE('/api/members/{id}/id-card', byId(id)));

export const fetchMemberDocuments = (id: string): Promise<MemberDocument[]> =>
  answerOf(api.GET('/api/members/{id}/documents', byId(id)));

export interface DocumentUpload {
  id: string;
  file: File;
  documentType: MemberDocumentType;
  description: string;
}

export function uploadMemberDocument({ id, file, documentType, description }: DocumentUpload) {
  return answerOf(
    api.POST('/api/members/{id}/documents', {
      ...byId(id),
      body: { file, documentType, description },
      bodySerializer: formData,
    }),
  );
}

export const deleteMemberDocument = ({ id, docId }: { id: string; docId: string }) =>
  answerOf(api.DELETE('/api/members/{id}/documents/{docId}', { params: { path: { id, docId } } }));

export const submitRenewalRequest = (input: RenewalRequestInput): Promise<RenewalRequest> =>
  answerOf(api.POST('/api/members/renewal-request', { body: input }));

export const fetchRenewalRequests = (id: string): Promise<RenewalRequest[]> =>
  answerOf(api.GET('/api/members/{id}/renewal-requests', byId(id)));

/** Mark Paid and Renewed: one more year from the later of today and the current end date. */
/** Mark Paid and Renewed, saying how the fee was paid (a method, and a reference unless cash). */
export const completeRenewalRequest = ({
  requestId,
  ...payment
}: { requestId: string } & CompleteRenewalRequestFields): Promise<RenewalRequestOutcome> =>
  answerOf(
    api.POST('/api/members/renewal-requests/{requestId}/complete', {
      params: { path: { requestId } },
      body: { paymentMethod: payment.paymentMethod, reference: payment.reference?.trim() || null },
    }),
  );

export const declineRenewalRequest = ({
  requestId,
  reason,
}: {
  requestId: string;
  reason?: string | null;
}): Promise<RenewalRequestOutcome> =>
  answerOf(
    api.POST('/api/members/renewal-requests/{requestId}/decline', {
      params: { path: { requestId } },
      body: { reason: reason?.trim() || null },
    }),
  );

export const fetchMemberActivity = (id: string): Promise<MemberActivityEntry[]> =>
  answerOf(api.GET('/api/members/{id}/activity', byId(id)));

/** The renewal fee and period membership sets (spec part 2 §9); the page shows what the server says. */
export const fetchRenewalSettings = (): Promise<RenewalSettings> => answerOf(api.GET('/api/members/renewal-settings'));

/**
 * Starts a browser download of a gateway file path. A plain link (not fetch + blob) so large files
 * stream to disk and the server's Content-Disposition name is used.
 */
export function downloadFile(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/**
 * A photo path with the member's last change appended: a replaced photo may keep the same path,
 * and the browser would otherwise keep showing the cached old one.
 */
export function photoSrc(member: Pick<Member, 'profilePhotoUrl' | 'updatedAt'>): string | undefined {
  const url = member.profilePhotoUrl;
  if (!url) return undefined;
  if (!member.updatedAt) return url;
  return `${url}${url.includes('?') ? '&' : '?'}v=${encodeURIComponent(member.updatedAt)}`;
}

export const MEMBERS_EXPORT_URL = apiUrl('/api/members/export');

/** The export of the members selected in the list (same format, at most MAX_BULK_MEMBERS). */
export const selectedMembersExportUrl = (ids: readonly string[]) =>
  apiUrl('/api/members/export', { query: { ids: ids.join(',') } });

export type BulkMembersResult = BulkMembersAnswer;
/** Body of POST /api/members/bulk. */
export interface BulkMembersInput {
  action: BulkMemberAction;
  memberIds: string[];
  status?: MemberStatus;
}

export const bulkMembers = (body: BulkMembersInput): Promise<BulkMembersResult> =>
  answerOf(api.POST('/api/members/bulk', { body }));

export function useBulkMembersMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bulkMembers, onSuccess: () => refreshMemberData(queryClient) });
}
export const MEMBERS_SAMPLE_CSV_URL = apiUrl('/api/members/sample-csv');

/**
 * Spec part 1 §4: after a create, update, delete, import or approval the list, stats and next id refetch.
 * Member detail pages on screen refetch too; after a delete they are only marked stale, so the page
 * being left does not flash 'Member not found' while it navigates away.
 */
export async function refreshMemberData(queryClient: QueryClient, { refetchDetails = true } = {}): Promise<void> {
  await Promise.all([
    ...[
      memberKeys.lists(),
      memberKeys.nextId(),
      memberKeys.allActivity(),
      dashboardKeys.stats(),
      dashboardKeys.activity(),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    queryClient.invalidateQueries({ queryKey: memberKeys.details(), refetchType: refetchDetails ? 'active' : 'none' }),
  ]);
}

export function useMembersQuery(query: MemberListQuery) {
  return useQuery({
    queryKey: memberKeys.list(query),
    queryFn: () => fetchMembers(query),
    // Paging and typing keep the old rows on screen until the new ones arrive, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function useNextMemberIdQuery(enabled: boolean) {
  return useQuery({ queryKey: memberKeys.nextId(), queryFn: fetchNextMemberId, enabled });
}

export function useMemberQuery(id: string) {
  return useQuery({ queryKey: memberKeys.detail(id), queryFn: () => fetchMember(id) });
}

export function useRenewalSettingsQuery() {
  return useQuery({ queryKey: memberKeys.renewalSettings(), queryFn: fetchRenewalSettings });
}

export function useMemberDocumentsQuery(id: string) {
  return useQuery({ queryKey: memberKeys.documents(id), queryFn: () => fetchMemberDocuments(id) });
}

/** A member's renewal requests, newest first (the admin's member page, and the member's own banner when `enabled`). */
export function useRenewalRequestsQuery(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: memberKeys.renewals(id), queryFn: () => fetchRenewalRequests(id), enabled });
}

export function useMemberActivityQuery(id: string) {
  return useQuery({ queryKey: memberKeys.activity(id), queryFn: () => fetchMemberActivity(id) });
}

export function useCreateMemberMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createMember, onSuccess: () => refreshMemberData(queryClient) });
}

export function useUpdateMemberMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMember,
    onSuccess: (member, { id }) => {
      if (member && typeof member === 'object' && member.id) queryClient.setQueryData(memberKeys.detail(id), member);
      return refreshMemberData(queryClient);
    },
  });
}

export function useDeleteMemberMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMember,
    onSuccess: () => refreshMemberData(queryClient, { refetchDetails: false }),
  });
}

export function useApproveMemberMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveMember, onSuccess: () => refreshMemberData(queryClient) });
}

export function useRejectMemberMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rejectMember, onSuccess: () => refreshMemberData(queryClient) });
}

export function useReturnMemberToPendingMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: returnMemberToPending, onSuccess: () => refreshMemberData(queryClient) });
}

export function useImportMembersMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importMembers, onSuccess: () => refreshMemberData(queryClient) });
}

export function useUploadMemberFileMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadMemberFile, onSuccess: () => refreshMemberData(queryClient) });
}

export function useRemoveMemberFileMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeMemberFile, onSuccess: () => refreshMemberData(queryClient) });
}

export function useUploadDocumentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadMemberDocument,
    onSuccess: (_a, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.documents(id) }),
        queryClient.invalidateQueries({ queryKey: memberKeys.allActivity() }),
      ]),
  });
}

export function useDeleteDocumentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMemberDocument,
    onSuccess: (_a, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.documents(id) }),
        queryClient.invalidateQueries({ queryKey: memberKeys.allActivity() }),
      ]),
  });
}

export function useRenewalRequestMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitRenewalRequest,
    // Keyed by whichever id the detail page was opened with, so refresh them all.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.allRenewals() }),
        queryClient.invalidateQueries({ queryKey: memberKeys.allActivity() }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.activity() }),
      ]),
  });
}

/** Completing or declining a request changes the member (validity, status), its requests and its log. */
async function afterRenewalResolved(queryClient: QueryClient, { member }: RenewalRequestOutcome) {
  if (member?.id) queryClient.setQueryData(memberKeys.detail(member.id), member);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: memberKeys.allRenewals() }),
    refreshMemberData(queryClient),
  ]);
}

export function useCompleteRenewalMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeRenewalRequest,
    onSuccess: (answer) => afterRenewalResolved(queryClient, answer),
  });
}

export function useDeclineRenewalMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineRenewalRequest,
    onSuccess: (answer) => afterRenewalResolved(queryClient, answer),
  });
}

/** The member's ID card, uploaded or generated (spec part 2 §2 Download ID Card). */
export const memberIdCardUrl = (id: string) => apiUrl('/api/members/{id}/id-card', { path: { id } });

/** The member's membership certificate (spec part 2 §7: opened in a new tab). */
export const memberCertificateUrl = (id: string) => apiUrl('/api/members/{id}/certificate', { path: { id } });

/**
 * Whether a member file (ID card, certificate) can be opened, asked with HEAD so nothing is downloaded:
 * true when it is there, false on 404; any other failure throws the usual '<status>: <text>' error.
 */
export async function memberFileExists(url: string): Promise<boolean> {
  const response = await fetch(url, { method: 'HEAD', credentials: 'include' });
  if (response.status === 404) return false;
  await throwIfNotOk(response);
  return true;
}
