/**
 * The turn kernel, the one implementation of a turn's steps that the match engine and the game definition share,
 * and the stepping interface through which the SDK's exact solver tabulates each step. Not part of the API: the
 * module exports it only to the SDK's own modules, and it may change in any release.
 */
@API(status = API.Status.INTERNAL)
package dev.hog.api.internal;

import dev.hog.api.API;
