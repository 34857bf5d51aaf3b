// Prints web/src/vocabulary.js (the JS host's copy of the core's shared constants) to stdout.
// Run through tools/vocabulary.sh, which writes the file.
import GaugeVocabulary

print(Vocabulary.javaScript(), terminator: "")
