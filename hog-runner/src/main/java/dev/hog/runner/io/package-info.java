/** How the {@code hog} command writes games, for people and as JSON lines, and reads recorded games. */
package dev.hog.runner.io;
