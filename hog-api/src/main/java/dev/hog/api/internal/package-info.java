/**
 * The turn kernel, the one implementation of a turn's steps that the match engine and the game definition share,
 * the stepping interface through which the SDK's exact solver tabulates each step, and the preconditions that refuse a
 * caller's mistake with a {@link dev.hog.api.HogException}. Not part of the API: the
 * module exports it only to the SDK's own modules, and it may change in any release.
 */
@API(status = API.Status.INTERNAL)
package dev.hog.api.internal;

import dev.hog.api.API;
