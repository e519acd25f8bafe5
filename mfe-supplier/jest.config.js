module.exports = { ...require('../jest.preset.js'), displayName: 'mfe-supplier', rootDir: __dirname };
