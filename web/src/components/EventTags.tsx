import { Tag } from 'antd';
import { EventCategoryLabels, type EventCategory, type EventStatus } from '@portal/contracts/shapes';

/** How the events screens (admin and member) name and colour an event's state and kind. */

export const EVENT_STATUS_TEXT: Record<EventStatus, string> = {
  upcoming: 'Upcoming',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

const STATUS_COLOURS: Record<EventStatus, string> = { upcoming: 'blue', completed: 'green', cancelled: 'red' };

const CATEGORY_COLOURS: Record<EventCategory, string> = {
  workshop: 'purple',
  meeting: 'cyan',
  exhibition: 'magenta',
  information: 'geekblue',
  sports: 'orange',
  cultural: 'gold',
};

/** `text`: the state in the page's language (issue 31); else the spec's English. */
export function EventStatusTag({ status, text }: { status: EventStatus; text?: string }) {
  return <Tag color={STATUS_COLOURS[status] ?? 'default'}>{text ?? EVENT_STATUS_TEXT[status] ?? status}</Tag>;
}

/** `text`: the category in the page's language (the member's pages, issue 31); else the spec's English. */
export function EventCategoryTag({ category, text }: { category: EventCategory; text?: string }) {
  return <Tag color={CATEGORY_COLOURS[category] ?? 'default'}>{text ?? EventCategoryLabels[category] ?? category}</Tag>;
}

/** Every seat of the event is taken (admin and member views alike). */
export function EventFullTag({ text = 'Full' }: { text?: string } = {}) {
  return <Tag color="red">{text}</Tag>;
}
