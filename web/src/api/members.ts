import { useQuery } from '@tanstack/react-query';
import { apiGet } from './client';

export type MemberStatus = 'active' | 'expired' | 'pending' | 'suspended';

export interface Member {
  id: string;
  memberId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string;
  address?: string | null;
  dateOfBirth?: string | null;
  status: MemberStatus | string;
  membershipStartDate?: string | null;
  membershipEndDate?: string | null;
  profilePhotoUrl?: string | null;
  idCardUrl?: string | null;
  optedSchemes?: string[];
  createdAt?: string;
}

export interface MemberListQuery {
  page?: number;
  limit?: number;
  search?: string;
  /** Omitted for "all" (spec §7). */
  status?: MemberStatus;
}

export interface MemberList {
  members: Member[];
  total: number;
}

export const memberKeys = {
  all: ['members'] as const,
  lists: () => [...memberKeys.all, 'list'] as const,
  list: (query: MemberListQuery) => [...memberKeys.lists(), query] as const,
};

export async function fetchMembers(query: MemberListQuery): Promise<MemberList> {
  const answer = await apiGet<Partial<MemberList> | null>('/api/members', { ...query });
  return { members: answer?.members ?? [], total: answer?.total ?? 0 };
}

export function useMembersQuery(query: MemberListQuery) {
  return useQuery({ queryKey: memberKeys.list(query), queryFn: () => fetchMembers(query) });
}
