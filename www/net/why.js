// Why a room refuses a peer's message, or a setting of the network (issue 37): not a sentence
// but the message's id in i18n/locales/*.ftl (a `room-why-` id) and its arguments, worded in the
// reader's language where it is shown (i18n/messages.js Messages.error). An argument that is
// itself such a reason, or a core error, is worded the same way.
//
//   return { reason: roomWhy(id, { move }) };   // id: "room-why-…", written in the call; shown: words.error(reason)

/** @typedef {{id: string, args: Record<string, any>}} Reason */

/**
 * A reason: the message `id` and its `args`.
 * @param {string} id
 * @param {Record<string, any>} [args]
 * @returns {Reason}
 */
export const roomWhy = (id, args = {}) => ({ id, args });
