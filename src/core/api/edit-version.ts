/**
 * A save that names the version it was made on: the `updatedAt` its form or client read. A row saved
 * since then is left as it is and the save answers 409 `EDIT_CONFLICT`, so a tab or device opened
 * before another save cannot quietly put the older text back. Left out, the save goes through as
 * before (old clients, the API docs, the command line, and "Save mine over it").
 */
import { z } from "zod";

/** `readField`: the field the version was read from, as the payload spells it. */
function expectedVersion(readField: string) {
  return z.iso
    .datetime({ offset: true, error: `Send the ${readField} you read, as an ISO date and time.` })
    .optional()
    .describe(
      `The \`${readField}\` your copy was read with. When it was saved since, nothing is changed and the answer is 409 EDIT_CONFLICT. Leave it out to save over whatever is there.`,
    );
}

export const ZExpectedUpdatedAt = expectedVersion("updatedAt");
/** For the payloads that keep the product's snake_case names (decision 015): the profile. */
export const ZExpectedUpdatedAtSnake = expectedVersion("updated_at");

/** What the OpenAPI document says of the 409 of an endpoint that takes the expected version. */
export const editConflictResponse =
  "EDIT_CONFLICT: saved by someone or somewhere else after the version you named, so nothing was changed. Read it again, or save without the expected version to save over it.";
