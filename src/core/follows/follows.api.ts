import { defineEndpoints } from "../api/endpoint.ts";
import { ZFollowState, ZUserIdParams } from "./follow.schema.ts";

export const followsApi = defineEndpoints("follows", {
  follow: {
    method: "PUT",
    path: "/users/:userId/follow",
    summary: "Follow someone",
    description:
      'Public profiles: "following" at once. Private profiles: "requested" until the owner approves. Idempotent; 400 for yourself, 404 for nobody.',
    isSignedIn: true,
    params: ZUserIdParams,
    response: ZFollowState,
  },
  unfollow: {
    method: "DELETE",
    path: "/users/:userId/follow",
    summary: "Unfollow someone (or withdraw a request)",
    isSignedIn: true,
    params: ZUserIdParams,
    response: ZFollowState,
  },
});
