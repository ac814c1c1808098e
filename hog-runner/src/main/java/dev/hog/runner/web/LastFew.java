package dev.hog.runner.web;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A map that keeps only the entries used last, for what the server keeps of the answers it has made: no client can
 * grow it past its size.
 *
 * @param <K> what an answer was asked for
 * @param <V> the answer
 */
final class LastFew<K, V> extends LinkedHashMap<K, V> {
    private static final long serialVersionUID = 1L;

    private final int kept;

    /**
     * An empty map.
     *
     * @param kept the most entries it keeps
     */
    LastFew(int kept) {
        super(kept, 0.75f, true);
        this.kept = kept;
    }

    @Override
    protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
        return size() > kept;
    }
}
