module.exports = { ...require('../../jest.preset.js'), displayName: 'realtime', rootDir: __dirname };
