// compose-check loads a Compose file with compose-go (the loader Docker Compose itself uses):
// schema validation, interpolation, merging and normalisation. It prints the normalised project
// as JSON on stdout, or the loader's error on stderr with exit status 1. Several files are merged
// in order, as `docker compose -f a.yml -f b.yml` does (an override after the base file).
//
//	compose-check [-profile NAME]... FILE [FILE]...
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/compose-spec/compose-go/v2/cli"
)

type listFlag []string

func (l *listFlag) String() string     { return strings.Join(*l, ",") }
func (l *listFlag) Set(v string) error { *l = append(*l, v); return nil }

func main() {
	var profiles listFlag
	flag.Var(&profiles, "profile", "enable a profile (repeatable; '*' enables all)")
	flag.Parse()
	if flag.NArg() < 1 {
		fmt.Fprintln(os.Stderr, "usage: compose-check [-profile NAME]... FILE [FILE]...")
		os.Exit(2)
	}
	opts, err := cli.NewProjectOptions(
		flag.Args(),
		cli.WithOsEnv,
		cli.WithDotEnv,
		cli.WithProfiles(profiles),
		cli.WithName("compose-check"),
	)
	if err == nil {
		project, loadErr := opts.LoadProject(context.Background())
		err = loadErr
		if err == nil {
			out, marshalErr := project.MarshalJSON()
			if marshalErr == nil {
				os.Stdout.Write(out)
				return
			}
			err = marshalErr
		}
	}
	fmt.Fprintln(os.Stderr, err)
	os.Exit(1)
}
