import type * as z from 'zod/mini';
import {
  forgotPinSchema,
  loginSchema,
  otpLoginSchema,
  parentSignupSchema,
  registerSchema,
  userTokenSchema,
  verifyOtpSchema,
} from '../schemas/auth';
import { changeCourseSchema, changeGrantSchema, courseQuerySchema } from '../schemas/courses';

/**
 * The one route table. Every API endpoint is one row: its method and path as the spec writes them,
 * the handler module under functions/ (without extension), who may call it and the schema its body
 * or query must satisfy. infra/ builds one Lambda and one API Gateway route per row, the local
 * server mounts the same handlers, and the web client derives its calls from it.
 *
 * Access:
 * - public: no token (sign-in, health)
 * - signedIn: any valid token (regular, parent, junior, or a parent acting for a child)
 * - adult: a regular or parent user, never a junior
 * - parent: a parent user with their own token (not acting for a child)
 * - junior: a junior's own token, or a parent acting for their child
 */
export type Access = 'public' | 'signedIn' | 'adult' | 'parent' | 'junior';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteDef {
  method: Method;
  /** As the spec writes it, without a leading slash: `v1/courses/{courseId}`. */
  path: string;
  /** Module under functions/, e.g. `system/health` → functions/system/health.ts. */
  handler: string;
  access: Access;
  /**
   * Schema for the JSON body (POST/PUT) or the query string (GET). Written with `zod/mini`, whose
   * functional API tree-shakes: classic zod adds about 75 KB to every Lambda and web chunk.
   */
  request?: z.ZodMiniType;
  /** Largest accepted body in bytes; JSON bodies default to 64 KiB (files go straight to S3). */
  maxBodyBytes?: number;
}

export const routes = {
  health: { method: 'GET', path: 'v1/health', handler: 'system/health', access: 'public' },

  // Sign-in and sessions (spec 01 §7)
  login: { method: 'POST', path: 'v1/login', handler: 'auth/login', access: 'public', request: loginSchema },
  register: { method: 'POST', path: 'v1/register', handler: 'auth/register', access: 'public', request: registerSchema },
  forgotPin: { method: 'POST', path: 'v1/forgotpassword', handler: 'auth/forgot-pin', access: 'public', request: forgotPinSchema },
  otpLogin: { method: 'POST', path: 'v1/otplogin', handler: 'auth/otp-login', access: 'public', request: otpLoginSchema },
  parentSignup: { method: 'POST', path: 'v1/parentsignup', handler: 'auth/parent-signup', access: 'public', request: parentSignupSchema },
  verifyLoginOtp: { method: 'POST', path: 'v1/verifyloginotp', handler: 'auth/verify-login-otp', access: 'public', request: verifyOtpSchema },
  refresh: { method: 'POST', path: 'v1/refresh', handler: 'auth/refresh', access: 'public' },
  validateUser: { method: 'GET', path: 'v1/validateuser', handler: 'auth/validate-user', access: 'signedIn' },
  logout: { method: 'GET', path: 'v1/logout', handler: 'auth/logout', access: 'signedIn' },
  userToken: { method: 'POST', path: 'v1/usertoken', handler: 'auth/user-token', access: 'parent', request: userTokenSchema },

  // Courses (spec 02 §7)
  courses: { method: 'GET', path: 'v1/courses', handler: 'courses/list-courses', access: 'signedIn' },
  changeCourse: { method: 'POST', path: 'v1/courses', handler: 'courses/change-course', access: 'signedIn', request: changeCourseSchema },
  course: { method: 'GET', path: 'v1/courses/{courseId}', handler: 'courses/get-course', access: 'signedIn', request: courseQuerySchema },
  coursePreview: { method: 'GET', path: 'v1/courses/{courseId}/1', handler: 'courses/preview-course', access: 'signedIn' },
  instructions: { method: 'GET', path: 'v1/fetchinstructions/{courseId}/{elementId}', handler: 'courses/fetch-instructions', access: 'signedIn' },
  changeGrant: { method: 'POST', path: 'v1/change_grant', handler: 'courses/change-grant', access: 'signedIn', request: changeGrantSchema },

  // Tests and attempts (spec 02 §7): handlers in functions/attempts/

  // Accounts and families (spec 01 §7): handlers in functions/accounts/ and functions/family/
} as const satisfies Record<string, RouteDef>;

export type RouteId = keyof typeof routes;

export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

/** The area (stack group) a route belongs to: the first folder of its handler module. */
export function areaOf(route: RouteDef): string {
  return route.handler.split('/')[0] ?? 'misc';
}

export function routeEntries(): Array<[RouteId, RouteDef]> {
  return Object.entries(routes) as Array<[RouteId, RouteDef]>;
}
