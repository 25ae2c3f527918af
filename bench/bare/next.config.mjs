// The bare page's own (empty) configuration: nothing of the site's applies to it.
const config = {};
export default config;
