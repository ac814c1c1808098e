/**
 * The SDK's way of reading with Jackson, for a tool that binds its own types with Jackson beside the SDK's formats:
 * the {@link dev.hog.json.jackson.StrictJackson strictness} every reader of the SDK applies, and
 * {@link dev.hog.json.jackson.YamlErrors the words} it finds for YAML that does not parse.
 *
 * <p>These are the only signatures of hog-json that name Jackson's types, and they must: what they share is a setting
 * of Jackson and a reading of its exceptions. The formats of {@code dev.hog.json} keep Jackson out of their
 * signatures, so that a user of those needs no Jackson of their own.
 */
package dev.hog.json.jackson;
