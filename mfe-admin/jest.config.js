module.exports = { ...require('../jest.preset.js'), displayName: 'mfe-admin', rootDir: __dirname };
