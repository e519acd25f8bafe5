// k8s-check decodes every document of a multi-document YAML stream (stdin) with the Kubernetes
// API machinery's strict decoder and the typed API structs of k8s.io/api: unknown fields,
// duplicate fields, wrong types and unknown kinds are errors. One line per problem on stdout,
// `<index> <kind>/<name>: <message>`; exit status 1 when there is any.
//
//	kustomize build k8s/overlays/prod | k8s-check
package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"

	appsv1 "k8s.io/api/apps/v1"
	autoscalingv2 "k8s.io/api/autoscaling/v2"
	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
	networkingv1 "k8s.io/api/networking/v1"
	policyv1 "k8s.io/api/policy/v1"
	rbacv1 "k8s.io/api/rbac/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/serializer"
	utilyaml "k8s.io/apimachinery/pkg/util/yaml"
	"sigs.k8s.io/yaml"
)

func main() {
	scheme := runtime.NewScheme()
	for _, add := range []func(*runtime.Scheme) error{
		corev1.AddToScheme, appsv1.AddToScheme, autoscalingv2.AddToScheme, batchv1.AddToScheme,
		networkingv1.AddToScheme, policyv1.AddToScheme, rbacv1.AddToScheme,
	} {
		if err := add(scheme); err != nil {
			panic(err)
		}
	}
	decoder := serializer.NewCodecFactory(scheme, serializer.EnableStrict).UniversalDeserializer()
	reader := utilyaml.NewYAMLReader(bufio.NewReader(os.Stdin))
	problems, index := 0, 0
	for {
		doc, err := reader.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			fmt.Printf("%d: reading YAML: %v\n", index, err)
			os.Exit(1)
		}
		if len(bytes.TrimSpace(doc)) == 0 {
			continue
		}
		var meta struct {
			Kind     string `json:"kind"`
			Metadata struct {
				Name string `json:"name"`
			} `json:"metadata"`
		}
		_ = yaml.Unmarshal(doc, &meta)
		if _, _, err := decoder.Decode(doc, nil, nil); err != nil {
			fmt.Printf("%d %s/%s: %v\n", index, meta.Kind, meta.Metadata.Name, err)
			problems++
		}
		index++
	}
	fmt.Fprintf(os.Stderr, "%d documents, %d with problems\n", index, problems)
	if index == 0 {
		fmt.Println("no documents: nothing was checked")
		os.Exit(1)
	}
	if problems > 0 {
		os.Exit(1)
	}
}
