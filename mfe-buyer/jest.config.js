module.exports = { ...require('../jest.preset.js'), displayName: 'mfe-buyer', rootDir: __dirname };
