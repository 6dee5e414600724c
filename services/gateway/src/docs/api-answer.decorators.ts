import { SetMetadata } from '@nestjs/common';
import type { AnswerName, AnswerShapes } from './answer-shapes';

/** What a handler answers on success, read when the description is built (`describeAnswers`). */
export type AnswerSpec =
  | { kind: 'json'; name: AnswerName; list: boolean; nullable: boolean; alsoFile?: string }
  | { kind: 'file'; mediaTypes: string[] };

export const ANSWER_METADATA = 'portal:api-answer';

type Returns<T> = (...args: never[]) => T | Promise<T>;
// Generic in the method so its own type is kept (a descriptor's `set` would make a fixed type invariant).
type AnswerDecorator<T> = <M extends Returns<T>>(
  target: object,
  key: string | symbol,
  descriptor: TypedPropertyDescriptor<M>,
) => void;

function answer<T>(spec: AnswerSpec): AnswerDecorator<T> {
  return (target, key, descriptor) => {
    SetMetadata(ANSWER_METADATA, spec)(target, key, descriptor);
  };
}

/**
 * The JSON answer of a route, by its name in AnswerShapes. The handler must return that type (the compiler
 * checks it here), so the documented schema is the one the handler answers with.
 */
export function ApiAnswer<K extends AnswerName>(name: K): AnswerDecorator<AnswerShapes[K]> {
  return answer({ kind: 'json', name, list: false, nullable: false });
}

/** A JSON answer that is null (an empty body) in the case the route's summary says. */
export function ApiNullableAnswer<K extends AnswerName>(name: K): AnswerDecorator<AnswerShapes[K] | null> {
  return answer({ kind: 'json', name, list: false, nullable: true });
}

/** A JSON list of one shape. */
export function ApiListAnswer<K extends AnswerName>(name: K): AnswerDecorator<AnswerShapes[K][]> {
  return answer({ kind: 'json', name, list: true, nullable: false });
}

/** A JSON answer, or the same as a file of `mediaType` when the query asks for it (e.g. `?format=csv`). */
export function ApiAnswerOrFile<K extends AnswerName>(
  name: K,
  mediaType: string,
): AnswerDecorator<AnswerShapes[K] | string> {
  return answer({ kind: 'json', name, list: false, nullable: false, alsoFile: mediaType });
}

/** A file download (bytes written to the response): its media types. */
export function ApiFileAnswer(...mediaTypes: string[]): AnswerDecorator<unknown> {
  return answer({ kind: 'file', mediaTypes });
}
