import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  GenerateIdCardsAnswer,
  GenerateIdCardsFields,
  IdCardJobAnswer,
  IdCardListItem,
  IdCardStatsAnswer,
  ListIdCardsAnswer,
  MemberStatus,
  VerifyMemberAnswer,
} from '@portal/contracts/shapes';
import { answerOf, api, apiUrl } from './client';
import { dashboardKeys } from './dashboard';

/** ID cards as the gateway answers them: the shapes come from the contracts package. */
export type IdCardRow = IdCardListItem;
export type IdCardList = ListIdCardsAnswer;
export type IdCardJob = IdCardJobAnswer;
export type IdCardStats = IdCardStatsAnswer;
export type MemberVerification = VerifyMemberAnswer;

export interface IdCardListQuery {
  search?: string;
  status?: MemberStatus;
  page?: number;
  limit?: number;
}

export const idCardKeys = {
  all: ['id-cards'] as const,
  lists: () => [...idCardKeys.all, 'list'] as const,
  list: (query: IdCardListQuery) => [...idCardKeys.lists(), query] as const,
  stats: () => [...idCardKeys.all, 'stats'] as const,
  job: (jobId: string) => [...idCardKeys.all, 'job', jobId] as const,
  verification: (memberId: string, sig: string) => ['verification', memberId, sig] as const,
};

/** The newest card of a member (generated or uploaded), opened inline. */
export const idCardFileUrl = (memberId: string) => apiUrl('/api/members/{id}/id-card', { path: { id: memberId } });

/** Status of a job that will not change any more. */
export const isJobFinished = (job: IdCardJob | undefined) => job?.status === 'completed' || job?.status === 'failed';

export function useIdCardListQuery(query: IdCardListQuery) {
  return useQuery({
    queryKey: idCardKeys.list(query),
    queryFn: (): Promise<IdCardList> => answerOf(api.GET('/api/id-cards', { params: { query } })),
    placeholderData: keepPreviousData,
  });
}

export function useIdCardStatsQuery() {
  return useQuery({
    queryKey: idCardKeys.stats(),
    queryFn: (): Promise<IdCardStats> => answerOf(api.GET('/api/id-cards/stats')),
  });
}

/** A generation job's progress, asked every second until it has finished. */
export function useIdCardJobQuery(jobId: string | null) {
  return useQuery({
    queryKey: idCardKeys.job(jobId ?? ''),
    queryFn: (): Promise<IdCardJob> =>
      answerOf(api.GET('/api/id-cards/jobs/{jobId}', { params: { path: { jobId: jobId ?? '' } } })),
    enabled: jobId !== null,
    refetchInterval: (query) => (isJobFinished(query.state.data) || query.state.error ? false : 1000),
    retry: false,
  });
}

export function useGenerateIdCardsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GenerateIdCardsFields): Promise<GenerateIdCardsAnswer> =>
      answerOf(
        api.POST('/api/id-cards/generate', { body: input.all ? { all: true } : { memberIds: input.memberIds } }),
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.activity() });
    },
  });
}

/** The public verification behind a card's QR code; a bad signature is an error, never retried. */
export function useVerificationQuery(memberId: string, sig: string) {
  return useQuery({
    queryKey: idCardKeys.verification(memberId, sig),
    queryFn: (): Promise<MemberVerification> =>
      answerOf(api.GET('/api/verify/{memberId}', { params: { path: { memberId }, query: { sig: sig || undefined } } })),
    retry: false,
  });
}
