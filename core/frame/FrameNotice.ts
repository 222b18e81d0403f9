/**
 * Frame events the app hears without asking (WIRE §4.4): READY and SESSION_UPDATE, and the replies
 * AppKit reacts to whenever it sees them, whatever request they answer ("broadcast listeners").
 */
import type { FrameEvent } from "../../schemas/FrameEvent.js"

export const FRAME_NOTICE_TYPES = [
  "@w3m-frame/READY",
  "@w3m-frame/SESSION_UPDATE",
  "@w3m-frame/GET_USER_SUCCESS",
  "@w3m-frame/CONNECT_SOCIAL_SUCCESS",
  "@w3m-frame/IS_CONNECTED_SUCCESS",
  "@w3m-frame/IS_CONNECTED_ERROR",
  "@w3m-frame/SET_PREFERRED_ACCOUNT_SUCCESS",
  "@w3m-frame/SET_PREFERRED_ACCOUNT_ERROR"
] as const

export type FrameNoticeType = (typeof FRAME_NOTICE_TYPES)[number]
export type FrameNotice = Extract<FrameEvent, { readonly type: FrameNoticeType }>

const noticeTypes: ReadonlySet<string> = new Set(FRAME_NOTICE_TYPES)

export const isFrameNotice = (event: FrameEvent): event is FrameNotice => noticeTypes.has(event.type)
