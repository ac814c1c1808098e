/** The {@code hog} subcommands. */
package dev.hog.runner.commands;
