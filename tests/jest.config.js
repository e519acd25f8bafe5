module.exports = { ...require('../jest.preset.js'), displayName: 'tests', rootDir: __dirname };
