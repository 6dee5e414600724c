import { ActorDto } from '@portal/contracts';

/** Who may do what, in the words every service uses; each service supplies its own refusal. */
export function requireAdminActor(actor: ActorDto, refuse: () => Error): void {
  if (actor?.userType !== 'admin') throw refuse();
}

/** Admins, or the member the data belongs to. */
export function requireAdminOrSelfActor(actor: ActorDto, memberUuid: string, refuse: () => Error): void {
  if (actor?.userType === 'admin') return;
  if (actor?.userType === 'member' && actor.userId === memberUuid) return;
  throw refuse();
}
