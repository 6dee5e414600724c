import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageChannelDto, MessageChannelName, MessageChannelsAnswer } from '@portal/contracts/shapes';
import { answerOf, api } from './client';

/** Issue 33: the channels a member reads (WhatsApp, SMS) besides e-mail and the portal, with their consent. */
export type MessageChannel = MessageChannelDto;

export const messageChannelKeys = {
  mine: () => ['message-channels'] as const,
};

export const fetchMessageChannels = (): Promise<MessageChannelsAnswer> => answerOf(api.GET('/api/message-channels'));

/** Opts the signed-in member in (with the number) or out of a channel. */
export const chooseMessageChannel = (input: {
  channel: MessageChannelName;
  enabled: boolean;
  phone?: string;
}): Promise<MessageChannelsAnswer> => answerOf(api.PUT('/api/message-channels', { body: input }));

export function useMessageChannelsQuery() {
  return useQuery({ queryKey: messageChannelKeys.mine(), queryFn: fetchMessageChannels });
}

export function useChooseMessageChannelMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseMessageChannel,
    onSuccess: (answer) => queryClient.setQueryData(messageChannelKeys.mine(), answer),
  });
}
