package dev.hog.json.internal;

import com.fasterxml.jackson.core.ErrorReportConfiguration;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.MapperBuilder;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;

/**
 * The one strict way the SDK's tools read and write their files with Jackson: unknown keys, duplicate keys, trailing
 * content and a missing primitive fail, and no value is coerced into another type ({@code '100'} is not a number,
 * {@code "true"} is not a boolean, {@code 10.5} is not a whole number).
 *
 * <p>Internal: not exported by the module, for the SDK's own tools; it may change in any release.
 */
public final class StrictJackson {
    /** Each mapper is made on first use: a command that reads only YAML need not build the JSON one. */
    private static final class Json {
        static final JsonMapper MAPPER = strict(JsonMapper.builder()).addModule(new ApiValuesModule()).build();
    }

    private static final class Yaml {
        static final YAMLMapper MAPPER = strict(YAMLMapper.builder()).build();
    }

    /**
     * The YAML reader alone: a mapper's first build sets up date formats and the JDK's locale data, 30 ms that a
     * command reading only a tree of YAML need not pay.
     */
    private static final class YamlReader {
        static final YAMLFactory FACTORY = YAMLFactory.builder()
                .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).build();
    }

    private StrictJackson() {
    }

    /**
     * Makes a mapper builder strict.
     *
     * @param builder a JSON, YAML or CSV mapper builder
     * @param <M> the mapper
     * @param <B> the builder
     * @return the same builder
     */
    public static <M extends ObjectMapper, B extends MapperBuilder<M, B>> B strict(B builder) {
        return builder
                .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
                .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
                .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT);
    }

    /**
     * The shared strict JSON mapper, for reading and for writing; it reads and writes hog-api's saved matches and
     * their parts ({@link ApiValuesModule}). Thread-safe; never reconfigure it.
     *
     * @return the mapper
     */
    public static JsonMapper json() {
        return Json.MAPPER;
    }

    /**
     * A strict JSON parser factory with limits, for a format read token by token from text that may not be what it
     * claims: duplicate keys are mistakes, a limit is enforced as the text streams in, a parser's message quotes at
     * most a short token and no copy of the text, and closing a parser leaves its source open for whoever opened it.
     * Thread-safe; never reconfigure it.
     *
     * @param limits the limits on nesting, texts, keys and numbers
     * @return a new factory: keep it
     */
    public static JsonFactory jsonFactory(StreamReadConstraints limits) {
        return JsonFactory.builder()
                .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                .disable(StreamReadFeature.AUTO_CLOSE_SOURCE)
                .disable(StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION)
                .streamReadConstraints(limits)
                .errorReportConfiguration(ErrorReportConfiguration.builder().maxErrorTokenLength(32)
                        .maxRawContentLength(0).build())
                .build();
    }

    /**
     * The shared strict YAML parser factory, for reading a document token by token: duplicate keys are mistakes.
     * Thread-safe; never reconfigure it.
     *
     * @return the factory
     */
    public static YAMLFactory yamlFactory() {
        return YamlReader.FACTORY;
    }

    /**
     * The shared strict YAML mapper. Thread-safe; never reconfigure it.
     *
     * @return the mapper
     */
    public static YAMLMapper yaml() {
        return Yaml.MAPPER;
    }
}
