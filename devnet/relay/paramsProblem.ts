/**
 * The relay's own limits on params the wire schemas accept: a topic is 32 bytes in hex, and a TTL
 * is whole seconds between 30 s (the shortest the JS client uses, for pairing pings) and 30 days.
 */
import type { RelayClientRequest, RelayPublishParams } from "../../schemas/RelayMessages.js"

export const MIN_TTL_SECONDS = 30
export const MAX_TTL_SECONDS = 30 * 24 * 60 * 60

const TOPIC = /^[0-9a-f]{64}$/i

const topicProblem = (name: string, topic: string): string | undefined =>
  TOPIC.test(topic) ? undefined : `${name} must be 64 hex characters`

const ttlProblem = (name: string, ttl: number): string | undefined =>
  Number.isInteger(ttl) && ttl >= MIN_TTL_SECONDS && ttl <= MAX_TTL_SECONDS
    ? undefined
    : `${name} must be a whole number of seconds from ${MIN_TTL_SECONDS} to ${MAX_TTL_SECONDS}`

const first = (...problems: ReadonlyArray<string | undefined>): string | undefined => problems.find((problem) => problem !== undefined)

const publishProblem = (name: string, params: RelayPublishParams): string | undefined =>
  first(topicProblem(`${name}.topic`, params.topic), ttlProblem(`${name}.ttl`, params.ttl))

/** What is wrong with a decoded request's params, or `undefined` when nothing is. */
export const paramsProblem = (request: RelayClientRequest): string | undefined => {
  switch (request.method) {
    case "irn_subscribe":
    case "irn_unsubscribe":
    case "irn_fetchMessages":
      return topicProblem("params.topic", request.params.topic)
    case "irn_batchSubscribe":
    case "irn_batchFetchMessages":
      return first(...request.params.topics.map((topic, index) => topicProblem(`params.topics.${index}`, topic)))
    case "irn_batchUnsubscribe":
      return first(...request.params.subscriptions.map((entry, index) => topicProblem(`params.subscriptions.${index}.topic`, entry.topic)))
    case "irn_publish":
      return publishProblem("params", request.params)
    case "irn_batchPublish":
      return first(...request.params.messages.map((message, index) => publishProblem(`params.messages.${index}`, message)))
    case "wc_proposeSession":
      return first(topicProblem("params.pairingTopic", request.params.pairingTopic), ttlProblem("params.ttl", request.params.ttl))
    case "wc_approveSession":
      return first(
        topicProblem("params.sessionTopic", request.params.sessionTopic),
        topicProblem("params.pairingTopic", request.params.pairingTopic),
        ttlProblem("params.ttl", request.params.ttl)
      )
  }
}
