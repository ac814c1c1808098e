/**
 * The SDK's own: the turn kernel that the game engine, the transition API and the exact solver share. Not part of the
 * API; exported only to the SDK's analysis module, and may change in any release.
 */
@API(status = API.Status.INTERNAL)
package dev.hog.api.internal;

import dev.hog.api.API;
