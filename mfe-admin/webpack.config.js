// Remote build: see ../webpack/mf-config.js for what the shared factory sets up.
module.exports = require('../webpack/mf-config').createRemoteConfig('mfe_admin', __dirname);
