/**
 * The YAML configuration of the {@code hog} command, read strictly: unknown keys, duplicate keys, wrong types and
 * trailing documents are errors reported as {@code FILE:LINE:COL: message}.
 */
package dev.hog.runner.config;
