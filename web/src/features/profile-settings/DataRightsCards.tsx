import type { Member } from '../../api/members';
import { ConsentCard } from './ConsentCard';
import { DataCopyCard } from './DataCopyCard';
import { ErasureCard } from './ErasureCard';
import { MessageChannelsCard } from './MessageChannelsCard';

/**
 * The cards at the end of Profile Settings' second column (issues 32 and 33): a copy of one's data, the message
 * channels, consent and erasure. One chunk, loaded when it comes near the screen (ProfileSettingsPage), so their
 * dialogs, switches and checkboxes are not part of the page's first visit (issue 30).
 */
export function DataRightsCards({ member }: { member: Member }) {
  return (
    <>
      <DataCopyCard member={member} />
      <MessageChannelsCard member={member} />
      <ConsentCard member={member} />
      <ErasureCard member={member} />
    </>
  );
}
