import * as v from 'valibot';
import { settled } from '@rta/domain/common/fields';

/** An RFC 9562 UUID (versions 1 to 8, its variant), or the nil or max UUID: the ids PostgreSQL gives our rows. */
const RFC_UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

/**
 * A route's `:id` that must be a UUID, else a 400 with `message`: its shape, then its version
 * and variant (one message either way; the document shows both as format and pattern).
 */
export const uuidParams = (message: string) =>
  v.object({ id: v.pipe(v.string(message), v.uuid(message), settled, v.regex(RFC_UUID, message)) });
