package dev.hog.json.internal;

import com.fasterxml.jackson.core.ErrorReportConfiguration;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import dev.hog.json.jackson.StrictJackson;

/**
 * The JSON mapper and the parser factories hog-json's readers share: the mapper {@link StrictJackson strict}, each
 * factory rejecting duplicate keys. One of each, since building one is what costs.
 *
 * <p>Internal: not exported by the module; it may change in any release.
 */
public final class Mappers {
    /** Made on first use: a reader of saved matches or house rules alone never builds it. */
    private static final class Json {
        static final JsonMapper MAPPER = StrictJackson.strict(JsonMapper.builder()).build();
    }

    /**
     * The YAML reader alone: a mapper's first build sets up date formats and the JDK's locale data, 30 ms that a
     * command reading only a tree of YAML need not pay.
     */
    private static final class YamlReader {
        static final YAMLFactory FACTORY = YAMLFactory.builder()
                .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).build();
    }

    private Mappers() {
    }

    /**
     * The shared strict JSON mapper, for reading and for writing. Thread-safe; never reconfigure it.
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
}
