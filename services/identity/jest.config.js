module.exports = { ...require('../../jest.preset.js'), displayName: 'identity', rootDir: __dirname };
