import sharp from 'sharp';

// Every picture variant is rendered once and then kept on disk (./cache.ts), so libvips's own cache
// of recent operations (up to 50 MB and 100 items by default) would never be hit: it would only hold
// memory, outside V8's heap where no limit of ours reaches it.
sharp.cache(false);

export default sharp;
