import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { BackendServices } from '../common/service-name';
import { ContentEvents } from '../content/content.subjects';
import { MembershipEvents } from '../membership/membership.subjects';
import {
  EVENT_TYPES,
  eventFamily as sut,
  EventOf,
  EventsByService,
  EventTypesOf,
  EventTypeWithoutPayload,
} from './event-map';

/* Type-level pins, checked by `tsc -b` (a failing one does not compile). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Assert<T extends true> = T;
type _TypeChecks = [
  // Every event constant has a payload type in EventPayloads.
  Assert<Equal<EventTypeWithoutPayload, never>>,
  // membership.member.* is every member event and nothing else (imports and reminders live outside it).
  Assert<
    Equal<
      EventTypesOf<'membership.member.*'>,
      | 'membership.member.created'
      | 'membership.member.updated'
      | 'membership.member.approved'
      | 'membership.member.rejected'
      | 'membership.member.review-reopened'
      | 'membership.member.deleted'
      | 'membership.member.renewal-requested'
      | 'membership.member.renewed'
      | 'membership.member.renewal-declined'
      | 'membership.member.expired'
      | 'membership.member.imported'
    >
  >,
  // As in NATS, a family's `*` is one token: content.event.* does not receive signup changes.
  Assert<Equal<Extract<EventTypesOf<'content.event.*'>, typeof ContentEvents.EventSignupChanged>, never>>,
  // Comparing `type` narrows `data` to that event's payload.
  Assert<
    Equal<
      Extract<EventOf<EventTypesOf<'membership.member.*'>>, { type: 'membership.member.imported' }>['data']['members'],
      EventOf<'membership.member.created'>['data']['member'][]
    >
  >,
];

/** `<service>.<entity>.<past tense>`, kebab-case; content's signup changes name a sub-entity of an event. */
const EVENT_TYPE_FORMAT = /^([a-z]+)\.[a-z]+(-[a-z]+)*(\.signup)?\.([a-z]+-)*[a-z]+ed$/;

describe('the event map', () => {
  it('gives every event its own subject, so no consumer receives another kind of event by mistake', () => {
    assert.equal(new Set(EVENT_TYPES).size, EVENT_TYPES.length);
    assert.ok(EVENT_TYPES.length >= 27, `only ${EVENT_TYPES.length} event types found`);
  });

  it('names every event <service>.<entity>.<past tense>, after the service that publishes it', () => {
    for (const [service, events] of Object.entries(EventsByService)) {
      assert.ok((BackendServices as readonly string[]).includes(service), `${service} is not a service`);
      for (const type of Object.values(events)) {
        const match = EVENT_TYPE_FORMAT.exec(type);
        assert.ok(match, `${type} does not read <service>.<entity>.<past tense>`);
        assert.equal(match[1], service, `${type} is declared by ${service}`);
      }
    }
  });

  it('leaves the wire subjects the deployed consumers filter on unchanged', () => {
    assert.equal(MembershipEvents.MemberApproved, 'membership.member.approved');
    assert.equal(MembershipEvents.MembersImported, 'membership.member.imported');
    assert.equal(ContentEvents.EventSignupChanged, 'content.event.signup.changed');
  });
});

describe('eventFamily', () => {
  it("gives the filter of all an entity's events, which the member projections consume in one ordered stream", () => {
    assert.equal(sut(MembershipEvents.MemberCreated), 'membership.member.*');
    assert.equal(sut(ContentEvents.EventSignupChanged), 'content.event.*');
  });
});
