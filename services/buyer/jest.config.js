module.exports = { ...require('../../jest.preset.js'), displayName: 'buyer', rootDir: __dirname };
