import { routeMethods } from "@/lib/api/transport/route-methods";
import { calendarFeedRoute } from "@/lib/calendar/feed-route";

export const dynamic = "force-dynamic";

// The calendar feed (lib/calendar/feed-route.ts): outside /api, no session, the token in the path is the credential.
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: calendarFeedRoute });
